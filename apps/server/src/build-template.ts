// Run by build.mjs after bundling: writes the migrated PGlite template (a folder and a tarball)
// that a fresh embedded database starts from, so a first start skips initdb and migrations.
import { writePgliteTemplate } from './platform/db';

const [file, folder] = process.argv.slice(2);
if (!file) throw new Error('usage: node dist/build-template.js <file> [folder]');
await writePgliteTemplate(file, folder);
