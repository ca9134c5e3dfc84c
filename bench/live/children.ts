import { spawn, type ChildProcess } from 'child_process';
import path from 'path';
import readline from 'readline';

/** A bench process (an instance, or the bare baseline) answering JSON commands line by line. */
export type Child = {
  url: string;
  command<T = Record<string, number>>(command: Record<string, unknown>): Promise<T>;
  stop(): Promise<void>;
};

export const startChild = (script: string, env: NodeJS.ProcessEnv): Promise<Child> =>
  new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ['--expose-gc', path.join(__dirname, script)], {
      env,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const waiting: Array<(result: unknown) => void> = [];
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      if (process.env.BENCH_LIVE_DEBUG) process.stderr.write(`${script}: ${line.slice(0, 200)}\n`);
      const ready = /^READY (\d+)$/.exec(line);
      if (ready)
        resolve({
          url: `ws://127.0.0.1:${ready[1]}`,
          command: (command) =>
            new Promise((answer) => {
              waiting.push(answer as (result: unknown) => void);
              child.stdin!.write(`${JSON.stringify(command)}\n`);
            }),
          stop: () =>
            new Promise((done) => {
              child.removeAllListeners('exit');
              child.once('exit', () => done());
              child.kill('SIGKILL');
            }),
        });
      else if (line.startsWith('DONE ')) waiting.shift()?.(JSON.parse(line.slice(5)));
    });
  });
