import type { ChildProcess } from 'node:child_process';
import type { SpiedStatement } from './sql-spy.js';

function reply<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolveReply, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} from the SQL spy`)), 10_000);
    // An IPC message is any JSON the child sent, null included.
    const listener = (message: ({ spy?: string } & T) | null) => {
      if (message?.spy !== type) return;
      clearTimeout(timer);
      child.off('message', listener);
      resolveReply(message);
    };
    child.on('message', listener);
  });
}

/** Records every statement the app sends while `work` runs; answers them grouped by HTTP request id. */
export async function captureSql(
  child: ChildProcess,
  work: () => Promise<unknown>,
): Promise<{ all: SpiedStatement[]; byRequest: Map<string, SpiedStatement[]> }> {
  const started = reply(child, 'started');
  child.send({ spy: 'start' });
  await started;
  let records: SpiedStatement[];
  try {
    await work();
  } finally {
    // Stopped in any case, so the app is idle again before an error goes on.
    const stopped = reply<{ records: SpiedStatement[] }>(child, 'records');
    child.send({ spy: 'stop' });
    ({ records } = await stopped);
  }
  const byRequest = new Map<string, SpiedStatement[]>();
  for (const record of records) {
    if (record.requestId === null) continue;
    const list = byRequest.get(record.requestId) ?? [];
    list.push(record);
    byRequest.set(record.requestId, list);
  }
  return { all: records, byRequest };
}
