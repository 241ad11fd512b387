/** `npm run admin -- grant EMAIL | list`: see admin-command.ts. */
import { loadConfig, ConfigError } from '../config.js';
import { openDatabase } from '../db/client.js';
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
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
