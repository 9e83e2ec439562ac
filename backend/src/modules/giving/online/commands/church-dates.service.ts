import { Injectable } from '@nestjs/common';
import { ChurchQuery } from '../../../organisation';

/** Today's date where the church is: a recurring gift falls due by the church's calendar, not the server's. */
@Injectable()
export class ChurchDates {
  constructor(private readonly church: ChurchQuery) {}

  async today(now = new Date()): Promise<string> {
    const zone = (await this.church.current())?.timeZone || 'UTC';
    try {
      return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
    } catch {
      return now.toISOString().slice(0, 10);
    }
  }
}
