#!/usr/bin/env node
// Runs the Auth emulator on the committed config (127.0.0.1:9099) until Ctrl-C.
import { spawn } from 'node:child_process';
import { EMULATOR_ENV, emulatorCommand } from '../index.mjs';

const [command, ...args] = emulatorCommand();
const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...EMULATOR_ENV } });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => child.kill(signal));
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
