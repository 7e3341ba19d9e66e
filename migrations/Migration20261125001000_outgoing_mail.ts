import { Migration } from '@mikro-orm/migrations';

/**
 * The mail outbox (notifications): a mail is written in the transaction of the change it tells about and
 * delivered after commit. The body exists exactly while the mail waits (a CHECK, so a delivered or given-up
 * mail can never keep a one-time link). The relay looks for due mail through a partial index that holds only
 * the waiting rows; operators list mail newest first, optionally by status.
 */
export class Migration20261125001000_outgoing_mail extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE outgoing_mail (
        id serial PRIMARY KEY,
        user_id integer,
        recipient varchar(254) NOT NULL,
        kind varchar(40) NOT NULL,
        subject varchar(200) NOT NULL,
        text_body text,
        html_body text,
        message_id varchar(255) NOT NULL,
        status varchar(8) NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'FAILED')),
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        next_attempt_at timestamptz,
        last_error varchar(500),
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        CONSTRAINT outgoing_mail_body_while_pending CHECK (
          (status = 'PENDING') = (text_body IS NOT NULL AND html_body IS NOT NULL)
          AND (status = 'PENDING') = (next_attempt_at IS NOT NULL)
          AND (status = 'SENT') = (sent_at IS NOT NULL)
        )
      )`);
    this.addSql(`CREATE INDEX outgoing_mail_due ON outgoing_mail (next_attempt_at, id) WHERE status = 'PENDING'`);
    this.addSql('CREATE INDEX outgoing_mail_status ON outgoing_mail (status, id)');
  }

  override down(): void {
    this.addSql('DROP TABLE outgoing_mail');
  }
}
