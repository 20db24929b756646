// Development: the API with reload (tsx watch) on :3000 and Vite on :5173 proxying /api to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@platfox/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@platfox/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
