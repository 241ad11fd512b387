/** `npm run restore FILE`: see backup-command.ts. */
import { loadConfig, ConfigError } from '../config.js';
import { runRestoreCommand } from './backup-command.js';

try {
  const config = loadConfig();
  process.exitCode = await runRestoreCommand(
    process.argv.slice(2),
    config,
    (line) => console.log(line),
    (line) => console.error(line),
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
