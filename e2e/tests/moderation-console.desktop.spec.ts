import { consoleJourneys } from '../journeys/moderation-console';

// Issue 13's journeys through the moderation console at 1280 px (journeys/moderation-console.ts).
consoleJourneys('1280');
