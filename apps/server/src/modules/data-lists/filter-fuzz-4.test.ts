import { describeFilterFuzz } from './filter-fuzz';

// One part of the filter fuzz (filter-fuzz.ts): the parts run as files side by side.
describeFilterFuzz(4);
