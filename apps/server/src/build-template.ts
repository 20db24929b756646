// Run by build.mjs after bundling: writes the migrated PGlite template that a fresh embedded
// database is unpacked from, so a first start skips initdb.
import { writePgliteTemplate } from './platform/db';

const file = process.argv[2];
if (!file) throw new Error('usage: node dist/build-template.js <file>');
await writePgliteTemplate(file);
