// The delete-account feature's public entry (eslint walls/feature-zones): the section the account and
// settings pages mount, loaded lazily by them.
export { DeleteAccountSection } from './delete-account-section';
