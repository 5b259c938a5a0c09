/** Structured JSON logs (CloudWatch in AWS, the console locally). Silent under vitest unless LOG_LEVEL says otherwise. */
type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const threshold = (): number => order[(process.env.LOG_LEVEL as Level) ?? (process.env.VITEST ? 'error' : 'info')] ?? 20;

function write(level: Level, message: string, data?: Record<string, unknown>) {
  if (order[level] < threshold()) return;
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...data });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

export const log = {
  debug: (m: string, d?: Record<string, unknown>) => write('debug', m, d),
  info: (m: string, d?: Record<string, unknown>) => write('info', m, d),
  warn: (m: string, d?: Record<string, unknown>) => write('warn', m, d),
  error: (m: string, d?: Record<string, unknown>) => write('error', m, d),
};
