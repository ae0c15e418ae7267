import { localized } from '../i18n/localized.ts';
import {
  APPLICATION_REVIEW_WORKING_DAYS,
  MAX_AGE,
  MIN_AGE,
  PHONE_MIN_LENGTH,
  PINCODE_LENGTH,
} from '../constants.ts';

export const profileMessages = localized('profile', {
  nameRequired: 'Name is required',
  ageRequired: 'Valid age is required',
  ageRange: `Age must be between ${MIN_AGE} and ${MAX_AGE}`,
  dobRequired: 'Date of birth is required',
  dobInvalid: 'Please enter a valid date of birth',
  dobTooYoung: `You must be at least ${MIN_AGE} years old`,
  genderRequired: 'Gender is required',
  phoneRequired: 'Phone number is required',
  phoneShort: `Phone number must be at least ${PHONE_MIN_LENGTH} digits`,
  phoneInvalid: 'Please enter a valid phone number',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  stateInvalid: 'Please choose a state or union territory from the list',
  countryRequired: 'Country is required',
  pincodeRequired: 'Pincode is required',
  pincodeInvalid: `Pincode must be ${PINCODE_LENGTH} digits`,
  profilePictureRequired: 'Profile picture is required',
  descriptionRequired: 'Description is required',
  languagesRequired: 'At least one language is required',
  unknownLanguage: 'Unknown language',
  preferredModeRequired: 'Preferred mode is required',
  isExperiencedInvalid: 'Experience must be yes or no',
  idProofRequired: 'ID proof is required',
  linkedInRequired: 'LinkedIn URL is required',
  linkedInInvalid: 'Please enter a valid LinkedIn profile URL',
  upiRequired: 'UPI ID is required',
  upiInvalid: 'Please enter a valid UPI ID (for example name@bank)',
  fixErrors: 'Please fix all errors before submitting',
  updated: 'Profile updated successfully!',
  updateFailed: 'Error updating profile. Please try again.',
  loadFailed: 'Failed to load profile data. Please try again later.',
  locked: (status: string) =>
    `Your profile has been ${status}. You cannot modify the information. Please contact admin for any changes.`,
  lockedServer:
    'Your application is no longer pending, so the profile cannot be changed. Please contact admin for any changes.',
  notAListener: 'Only listeners have a listener profile.',
  reapplied:
    'Your application is open again. Make the changes the review asked for, then press Save Profile.',
  reapplyNotRejected: 'Only a rejected application can be reopened.',
  /** What a waiting applicant is told about the wait (APPLICATION_REVIEW_WORKING_DAYS). */
  reviewTime: `Reviews usually take up to ${APPLICATION_REVIEW_WORKING_DAYS} working days.`,
} as const);
