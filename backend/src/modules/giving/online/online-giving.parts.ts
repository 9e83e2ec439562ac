import { ChurchDates } from './commands/church-dates.service';
import { GiverCustomers } from './commands/giver-customers.service';
import { ONLINE_GIVING_COMMAND_HANDLERS } from './commands/online-giving-command-handlers';
import { MyOnlineGivingController, OnlineGivingController } from './online-giving.controller';
import { giversProjection, onlineGiftsProjection, recurringGiftsProjection } from './projections/online-giving.projections';
import { OnlineGivingQueries } from './queries/online-giving-queries.service';
import { RecurringChargesJob } from './recurring-charges.job';

/** Online giving's parts, declared once here and spread into the giving module. */
export const ONLINE_GIVING = {
  controllers: [OnlineGivingController, MyOnlineGivingController],
  providers: [OnlineGivingQueries, GiverCustomers, ChurchDates, RecurringChargesJob, ...ONLINE_GIVING_COMMAND_HANDLERS],
  projections: [onlineGiftsProjection, giversProjection, recurringGiftsProjection],
};
