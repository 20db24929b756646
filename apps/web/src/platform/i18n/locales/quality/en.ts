/** Check quality (/p/check-quality), in English. */
const qualityEn = {
  intro:
    'Scan the slip of a finished unit (or type its code and quantity index), then pass it on to delivery or return it with the reason. Photos of the completed product are kept on the item.',
  code: 'Slip code',
  codePlaceholder: 'K7Q2M9XW4R_1',
  passed: 'Pass',
  returned: 'Return',
  reason: 'Reason for the return',
  noStaff: 'Please check in a staff member first',
  passDone: '{{title}} #{{index}} passed: {{from}} → {{to}}',
  returnDone: '{{title}} #{{index}} returned: {{from}} → {{to}}',
  photos: 'Photos of the completed product',
  noItem: 'Check a unit first to add its photos.',
};

export default qualityEn;
