// The calls the wizard makes, gathered so the actor file reads as the machine's wiring.
export {
  authorizeBusinessProfile,
  businessLocations,
  connectBusinessProfile,
  finishBusinessProfile,
  isApiError,
} from '@starcrew/api-client';
export { BUSINESS_PROFILE_NO_ACCESS as BUSINESS_PROFILE_NO_ACCESS_ERROR } from '@starcrew/contract';
