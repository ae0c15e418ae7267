// The my-data feature's public entry (eslint walls/feature-zones): the "Your data" section that the
// account and settings pages mount (issue 25 §3, "Download my data").
export { MyDataSection } from './my-data-section';
