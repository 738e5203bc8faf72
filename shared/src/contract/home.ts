/**
 * The personal home (issue 32): GET home, the cards of the caller's role, and GET home-feed,
 * the recent changes of the projects they see. Types only: the API imports this module too.
 */
import type { Static } from 'typebox';
import type {
  HomeApprovalSchema,
  HomeBurnSchema,
  HomeDeadlineSchema,
  HomeDevelopersSchema,
  HomeFeedEventSchema,
  HomeFeedResponseSchema,
  HomeResponseSchema,
  HomeSchema,
  HomeUninvoicedSchema,
  HomeWeekSchema,
} from '../schemas/home';

export type HomeWeek = Static<typeof HomeWeekSchema>;
export type HomeApproval = Static<typeof HomeApprovalSchema>;
export type HomeDeadline = Static<typeof HomeDeadlineSchema>;
export type HomeBurn = Static<typeof HomeBurnSchema>;
export type HomeUninvoiced = Static<typeof HomeUninvoicedSchema>;
export type HomeDevelopers = Static<typeof HomeDevelopersSchema>;
/** A card the caller's role does not get is null. */
export type Home = Static<typeof HomeSchema>;
export type HomeResponse = Static<typeof HomeResponseSchema>;

export type HomeFeedEvent = Static<typeof HomeFeedEventSchema>;
export type HomeFeedResponse = Static<typeof HomeFeedResponseSchema>;

/** Days ahead a deadline counts as coming up on the home. */
export const HOME_DEADLINE_DAYS = 30;
/** Rows each home card lists. */
export const HOME_CARD_ROWS = 5;
/** Changes the home's feed shows. */
export const HOME_FEED_SIZE = 30;
