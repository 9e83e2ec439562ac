/** The audit context's public face: its module, and the ledger the bench measures. */
export { AuditModule } from './audit.module';
export { GivingLedger, SNAPSHOT_EVERY } from './replay/giving-ledger.service';
