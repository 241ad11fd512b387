/** `npm run admin -- grant EMAIL | list`: see admin-command.ts. */
import { loadConfig, ConfigError } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { runAdminCommand } from './admin-command.js';

try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  let code = 1;
  try {
    code = await runAdminCommand(database.db, process.argv.slice(2), (line) => console.log(line));
  } finally {
    await database.close();
  }
  process.exitCode = code;
} catch (error) {
  // A running server holds the embedded database: say so in one line, not a stack trace.
  console.error(
    error instanceof ConfigError || error instanceof DataDirLockedError ? `pintrip: ${error.message}` : error,
  );
  process.exitCode = 1;
}
