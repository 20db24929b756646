/** Shipment tracker (/p/shipment-tracker, /a/shipment-tracker), in English. */
const shipmentTrackerEn = {
  intro:
    'Scan the tracking code of each parcel at the packing table; photos of the parcel and its packing slip may be added. Close the day to list the parcels that got a tracking code today but were never scanned.',
  code: 'Tracking code',
  noStaff: 'Please check in a staff member first',
  repeated: 'Already scanned',
  photoCounts: 'Parcel photos: {{parcel}}, packing slip photos: {{slip}}',
  parcelPhoto: 'Parcel photo',
  slipPhoto: 'Packing slip photo',
  closeDay: 'Close the day',
  closed_one: 'Day closed: {{count}} missed parcel',
  closed_other: 'Day closed: {{count}} missed parcels',
  list: {
    trackCode: 'Tracking code',
    status: 'Status',
    order: 'Order',
    photos: 'Photos',
    photoCounts: '{{parcel}} parcel / {{slip}} slip',
    staff: 'Staff',
    description: 'Description',
    createdAt: 'Scanned at',
    printer: 'Printer',
  },
};

export default shipmentTrackerEn;
