import { localized } from '../i18n/localized.ts';
import { MAX_COINS_PER_MINUTE } from '../constants.ts';

export const adminListenerMessages = localized('adminListener', {
  nameRequired: 'Name is required',
  agePositive: 'Age must be positive',
  dobRequired: 'Date of birth is required',
  phoneRequired: 'Phone is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  countryRequired: 'Country is required',
  pincodeRequired: 'Pincode is required',
  profilePictureRequired: 'Profile picture is required',
  descriptionRequired: 'Description is required',
  languagesRequired: 'At least one language is required',
  idProofRequired: 'ID proof is required',
  linkedInRequired: 'LinkedIn URL is required',
  upiRequired: 'UPI ID is required',
  rateRequired: 'Rate per minute is required',
  rateWhole: 'Rate must be a whole number of coins',
  rateRange: `Rate must be between 1 and ${MAX_COINS_PER_MINUTE} coins per minute`,
  updated: 'Listener updated successfully',
  blocked: 'Listener blocked',
  unblocked: 'Listener unblocked',
  notFound: 'Listener not found',
} as const);
