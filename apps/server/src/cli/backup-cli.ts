/** `npm run backup [-- FILE]` and `npm run restore FILE`: see backup-command.ts. */
import { loadConfig, ConfigError } from '../config.js';
import { runBackupCommand, runRestoreCommand } from './backup-command.js';

const [command, ...args] = process.argv.slice(2);
const run = command === 'restore' ? runRestoreCommand : runBackupCommand;

try {
  const config = loadConfig();
  process.exitCode = await run(
    args,
    config,
    (line) => console.log(line),
    (line) => console.error(line),
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
