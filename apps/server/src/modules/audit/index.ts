// The audit trail's reads and the admin's item actions (/a/trace-logs, spec 03 sections 6, 7.4):
// above the modules whose rows they read; the trail itself is written through trace-logs.
export { itemTrail, orderFacts, orderTrail } from './service';
