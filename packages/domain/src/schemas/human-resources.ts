import { z } from 'zod';
import { JOB_TYPES, TIMEKEEPING_TYPES, WORK_SHIFT_TYPES } from '../settings';
import { STAFF_ROLES } from '../users';
import { dataAnswer, staffSchema } from './accounts';
import { emailSchema, nameSchema, phoneSchema } from './fields';

/*
 * The printer's people (issue 33; spec 01 sections 2.5 and 4, spec 03 sections 3.1 and 7.5):
 * staff ("human resources") with their QR cards, work shifts, the time log and its totals per
 * staff member and date, the live floor figures, and the printer's own mail and station settings.
 */

export const HR_MESSAGES = {
  shiftNotFound: 'Work shift not found',
  fixedNeedsTimes: 'A fixed shift needs a start and an end time',
  flexibleNeedsHours: 'A flexible shift needs its hours per day',
  shiftInUse: 'Staff are assigned to this shift; assign them another first',
  stationRefused: 'Check-in is accepted only from a time-keeping station of this printer',
  notWorking: 'is not working now: check in or come back from the break first',
  notOnBreak: 'is not on a break or at lunch',
  rangeTooLong: 'Choose at most 62 days',
  rangeReversed: 'The end date must not be before the start date',
} as const;

/** The longest range of the time tracking, in days: two months, a payroll period and a half. */
export const TIME_TRACKING_MAX_DAYS = 62;

// ---- Staff statistics (spec 03 section 3.1), sent with human_resource_stats_updated ----

export const staffStatsSchema = z.object({
  hasCheckedIn: z.boolean(),
  /** Units the member moved on the floor in the last hour. */
  lastHourProcesses: z.number().int(),
  /** Units per minute of today's work (todayProcesses / todayWork), 0 before any work. */
  speedAvg: z.number(),
  todayProcesses: z.number().int(),
  /** Minutes worked today (checked in, breaks and lunch left out). */
  todayWork: z.number(),
  /** Where the last hour began (ISO): the figures count from here. */
  lastHourCheckPoint: z.string(),
  /** Where the station's day began (ISO). */
  todayCheckPoint: z.string(),
});
export type StaffStats = z.infer<typeof staffStatsSchema>;

// ---- Staff (human resources) ----

const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Use a time as HH:MM (00:00 to 23:59)' });

export const workShiftSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(WORK_SHIFT_TYPES),
  /** FIXED: the local time the shift starts and ends; an end before the start ends next day. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /** FLEXIBLE: hours a day, worked whenever. */
  hoursPerDay: z.number().nullable(),
  /** How many staff are assigned the shift. */
  staffCount: z.number().int(),
  createdAt: z.string(),
  printerId: z.string(),
});
export type WorkShift = z.infer<typeof workShiftSchema>;

export const workShiftBodySchema = z
  .strictObject({
    name: nameSchema.max(100),
    type: z.enum(WORK_SHIFT_TYPES),
    startTime: timeOfDay.nullable().optional(),
    endTime: timeOfDay.nullable().optional(),
    hoursPerDay: z.number().min(0.5).max(24).nullable().optional(),
  })
  .superRefine((body, context) => {
    if (body.type === 'FIXED') {
      for (const field of ['startTime', 'endTime'] as const) {
        if (!body[field]) {
          context.addIssue({ code: 'custom', path: [field], message: HR_MESSAGES.fixedNeedsTimes });
        }
      }
    } else if (body.hoursPerDay == null) {
      context.addIssue({
        code: 'custom',
        path: ['hoursPerDay'],
        message: HR_MESSAGES.flexibleNeedsHours,
      });
    }
  });
export type WorkShiftBody = z.infer<typeof workShiftBodySchema>;

export const humanResourceSchema = staffSchema.extend({
  jobType: z.enum(JOB_TYPES),
  workShiftId: z.string().nullable(),
  workShiftName: z.string().nullable(),
  /** The value the staff member's QR card carries. */
  code: z.string(),
  createdAt: z.string(),
  printerId: z.string(),
  /** The printer's name, for the admins' list of every printer's staff. */
  printerName: z.string().nullable(),
  stats: staffStatsSchema,
});
export type HumanResource = z.infer<typeof humanResourceSchema>;

/** Creating or editing a staff member (spec 01 section 4). */
export const humanResourceBodySchema = z.strictObject({
  fullName: nameSchema,
  email: z
    .union([emailSchema, z.literal('')])
    .nullable()
    .optional(),
  phone: phoneSchema,
  role: z.enum(STAFF_ROLES),
  jobType: z.enum(JOB_TYPES),
  workShiftId: z.uuid({ message: HR_MESSAGES.shiftNotFound }).nullable().optional(),
});
export type HumanResourceBody = z.infer<typeof humanResourceBodySchema>;

/** Which cards to print: the given staff, or every active one when none are given. */
export const qrCardsQuerySchema = z.strictObject({
  ids: z
    .string()
    .max(40 * 500)
    .optional()
    .transform((text) => (text ? text.split(',').filter(Boolean) : []))
    .pipe(z.array(z.uuid({ message: 'Not a staff id' })).max(500)),
});

/** The stats of a timezone's day: the station's offset, as Date#getTimezoneOffset gives it. */
export const timezoneQuerySchema = z.strictObject({
  timezoneOffset: z.coerce.number().int().min(-840).max(840).default(0),
});

// ---- Time tracking (spec 03 section 3.1) ----

const isoDate = z.iso.date({ message: 'Use a date as YYYY-MM-DD' });

export const timeTrackingQuerySchema = z
  .strictObject({
    from: isoDate,
    to: isoDate,
    staffId: z.uuid({ message: 'Not a staff id' }).optional(),
    /** Admins: one printer's staff (absent: every printer's). */
    printerId: z.uuid({ message: 'Not a printer id' }).optional(),
    page: z.coerce.number().int().min(1).default(1),
    /** Staff members per page: each brings a row per date worked. */
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .superRefine((query, context) => {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
    if (days < 0)
      context.addIssue({ code: 'custom', path: ['to'], message: HR_MESSAGES.rangeReversed });
    else if (days >= TIME_TRACKING_MAX_DAYS)
      context.addIssue({ code: 'custom', path: ['to'], message: HR_MESSAGES.rangeTooLong });
  });
export type TimeTrackingQuery = z.infer<typeof timeTrackingQuerySchema>;

/** One staff member's day: the sessions begun on that local date, summed (minutes). */
export const staffDaySchema = z.object({
  staffId: z.string(),
  fullName: z.string(),
  printerId: z.string(),
  /** The local date (YYYY-MM-DD) of the check-in, by the station's offset then. */
  date: z.string(),
  firstCheckIn: z.string(),
  lastCheckOut: z.string().nullable(),
  /** The station's offset at the first check-in, to show its times as the floor saw them. */
  timezoneOffset: z.number().int(),
  /** Check-in to check-out. */
  duration: z.number(),
  /** Duration less breaks and lunch: the paid time. */
  workDuration: z.number(),
  breakDuration: z.number(),
  breakTimes: z.number().int(),
  lunchDuration: z.number(),
  /** Still checked in (the last session has no check-out yet). */
  isOpen: z.boolean(),
  /** A session left open past the longest shift: counted to that limit, to be checked. */
  isMissingCheckout: z.boolean(),
  workShift: z.string().nullable(),
});
export type StaffDay = z.infer<typeof staffDaySchema>;

export const timeTrackingSchema = z.object({
  days: z.array(staffDaySchema),
  /** Staff members in the range (the pages count these). */
  staffTotal: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** A log line at a station: the five timekeeping types (spec 03 section 3.1). */
export const timekeepingTypeSchema = z.enum(TIMEKEEPING_TYPES);

// ---- The printer's settings: where the floor's mails go, and its stations ----

const mailList = z.array(emailSchema).max(10);

export const printerMailSettingsSchema = z.strictObject({
  GENERAL_MAIL: mailList,
  RECEIVE_EXPORT_MAILS: mailList,
  SUPPORT_MAIL: mailList,
});
export type PrinterMailSettings = z.infer<typeof printerMailSettingsSchema>;

const ipAddress = z.union([z.ipv4(), z.ipv6()], { message: 'Not an IP address' });

/** VALIDATION_TIME_KEEPING_MACHINE and HR_STAFF_REMINDER, the printer's own. */
export const timeKeepingSettingsSchema = z.strictObject({
  /** Addresses of the printer's time-keeping stations; empty: check-in from anywhere. */
  VALIDATION_TIME_KEEPING_MACHINE: z.array(ipAddress).max(20),
  /** Minutes past a shift's end after which a still checked-in member is reminded; null: off. */
  HR_STAFF_REMINDER: z.number().int().min(0).max(600).nullable(),
});
export type TimeKeepingSettings = z.infer<typeof timeKeepingSettingsSchema>;

export const humanResourcesAnswer = dataAnswer(z.array(humanResourceSchema));
export const workShiftsAnswer = dataAnswer(z.array(workShiftSchema));
export const adminPrinterQuerySchema = z.strictObject({
  printerId: z.uuid({ message: 'Not a printer id' }).optional(),
});
