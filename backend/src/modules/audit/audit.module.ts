import { ContextModule } from '../../platform/context/context-module.decorator';
import { GivingModule } from '../giving';
import { OrganisationModule } from '../organisation';
import { AuditController } from './audit.controller';
import { AuditQueries } from './queries/audit-queries.service';
import { Reconciliation } from './queries/reconciliation.service';
import { AttendanceReplay } from './replay/attendance-replay.service';
import { GivingLedger } from './replay/giving-ledger.service';

/** Audit: the books as of any instant, every gift's trail and the reconciliation report, replayed from the events. No writes. */
@ContextModule({
  name: 'audit',
  imports: [OrganisationModule, GivingModule],
  controllers: [AuditController],
  providers: [GivingLedger, AttendanceReplay, AuditQueries, Reconciliation],
  exports: [GivingLedger],
})
export class AuditModule {}
