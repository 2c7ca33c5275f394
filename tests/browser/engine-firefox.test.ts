/**
 * The reader journeys (engines/readerJourneys.ts) in Firefox ESR, which has no WebGL here: so this is
 * also the suite of a reader without WebGL2, whose maps say why they cannot draw while the code,
 * Run and the result keep working.
 */
import { launchFirefox } from './engines/firefox';
import { describeReaderJourneys } from './engines/readerJourneys';

describeReaderJourneys('Firefox', launchFirefox, 'unavailable');
