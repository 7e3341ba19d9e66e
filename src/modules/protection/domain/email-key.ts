/**
 * Providers known to deliver mail for `a.b.c@` to `abc@`, and the name each is kept under (issue 30 §2). Gmail is
 * the only large one that documents it; googlemail.com is the same mailboxes. Other providers treat a dot as part
 * of the name, so their dotted addresses stay apart: two different people.
 */
const DOTS_IGNORED: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches, as the exclusion register compares it: case folded, the plus-tag dropped (`a+x@`
 * reaches `a@` at every provider that offers tags, and a tag only names a filter), and for the providers above the
 * dots of the local part dropped and the domain named one way. Two spellings of one mailbox give one key.
 */
export function emailKey(email: string): string {
  const text = email.trim().toLowerCase();
  const at = text.lastIndexOf('@');
  if (at < 0) return text;
  const domain = text.slice(at + 1);
  let local = text.slice(0, at);
  const tag = local.indexOf('+');
  if (tag > 0) local = local.slice(0, tag);
  const alias = Object.hasOwn(DOTS_IGNORED, domain) ? DOTS_IGNORED[domain] : undefined;
  if (alias === undefined) return `${local}@${domain}`;
  return `${local.replaceAll('.', '')}@${alias}`;
}
