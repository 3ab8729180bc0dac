import type { Database } from './db/client';
import type { AddressAvailability } from './modules/ordering/address-availability';
import { AvailabilityRepo } from './modules/services/availability.repo';
import { AvailabilityService } from './modules/services/availability.service';

/** Order capture's broadband by address reads the availability search's network data (issue 10). */
export const addressAvailability = (db: Database): AddressAvailability =>
  new AvailabilityService(new AvailabilityRepo(db));
