import { z } from 'zod';
import { CONFIRMER_ROLES, DEFAULT_CONFIRMER_ROLE, recordManagerSchema } from '../check-record/vocabulary';
import { detectorOutOfServiceReasonSchema } from '../events/detector-maintenance';

/** Fields every stored record carries. `version` is the stream revision, hidden in the UI, sent as ETag. */
export const recordBaseSchema = z.object({
  _id: z.string(),
  company: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int().min(0),
});

export const officeRecordSchema = recordBaseSchema.extend({
  name: z.string(),
  phone: z.string(),
  fax: z.string(),
  postcode: z.string(),
  prefectures: z.string(),
  municipalities: z.string(),
  town: z.string(),
  buildings: z.string(),
  /** 'HH:mm' Japan time; null: the defaults (DEFAULT_OFFICE_START_TIME, the workers' CHECK_CUTOFF). */
  startTime: z.string().nullable().default(null),
  cutoff: z.string().nullable().default(null),
});
export type OfficeRecord = z.infer<typeof officeRecordSchema>;

export const carRecordSchema = recordBaseSchema.extend({
  number: z.string(),
  model: z.string(),
  type: z.string(),
  chassisNo: z.string(),
  /** 'YYYY-MM' */
  production: z.string(),
  inspection: z.string(),
  insurance: z.string(),
  office: z.object({ _id: z.string(), name: z.string().optional() }).nullable(),
});
export type CarRecord = z.infer<typeof carRecordSchema>;

export const driverRecordSchema = recordBaseSchema.extend({
  id: z.string(),
  username: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  spellingLastName: z.string(),
  spellingFirstName: z.string(),
  DOB: z.string(),
  mobile: z.string(),
  email: z.string(),
  driverLicense: z.string(),
  expirationDate: z.string(),
  licenseType: z.union([z.string(), z.number()]),
  office: z.object({ _id: z.string(), name: z.string().optional() }).nullable(),
  car: z.object({ _id: z.string(), number: z.string(), model: z.string() }).nullable(),
  image: z.string().nullable(),
});
export type DriverRecord = z.infer<typeof driverRecordSchema>;

export const managerRecordSchema = recordBaseSchema.extend({
  id: z.string(),
  username: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  spellingLastName: z.string(),
  spellingFirstName: z.string(),
  email: z.string(),
  mobile: z.string(),
  office: z.object({ _id: z.string(), name: z.string().optional() }).nullable(),
  image: z.string().nullable(),
  /** 2 marks the manager's own (company owner) account. */
  userType: z.number().int(),
  /** Who the manager confirms drivers' checks as (issue 35 item 4): 安全運転管理者 unless set to 補助者. */
  confirmerRole: z.enum(CONFIRMER_ROLES).default(DEFAULT_CONFIRMER_ROLE),
});
export type ManagerRecord = z.infer<typeof managerRecordSchema>;

export const companyRecordSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  fax: z.string(),
  employeeCount: z.number().int().min(0),
  carCount: z.number().int().min(0),
  postcode: z.string(),
  prefectures: z.string(),
  municipalities: z.string(),
  town: z.string(),
  buildings: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int().min(0),
});
export type CompanyRecord = z.infer<typeof companyRecordSchema>;

/**
 * The manager assigned as the 確認者 a detector's uploads name when they send none (PUT /device/{id}/checker), by
 * their name now; `stillManager: false` when they are no longer a manager of the company (uploads then name
 * nobody, and their records are listed as incomplete).
 */
export const detectorCheckerSchema = recordManagerSchema.extend({ stillManager: z.boolean() });
export type DetectorChecker = z.infer<typeof detectorCheckerSchema>;

/** Where a detector stands in every detector list: tests taken, why it is out of service, its assigned 確認者. */
const detectorStandingFields = {
  totalUsed: z.number().int().min(0).default(0),
  /** Why it is out of service today (a failed check, a passed 使用期限, a used-up sensor, taken out); null: in service. */
  outOfService: detectorOutOfServiceReasonSchema.nullable(),
  /** The 確認者 its company assigned (null: none, or assigned by a company it is no longer with). */
  checker: detectorCheckerSchema.nullable(),
};

export const deviceRecordSchema = z.object({
  _id: z.string(),
  serialNo: z.string(),
  company: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** 'YYYY-MM-DD' */
  regDate: z.string(),
  status: z.number().int(),
  model: z.number().int(),
  ...detectorStandingFields,
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int().min(0),
});
export type DeviceRecord = z.infer<typeof deviceRecordSchema>;

/** A company's own detector as GET /device lists it: totalUsed counts tests since the last sensor change. */
export const companyDeviceRecordSchema = recordBaseSchema.extend({
  serialNo: z.string(),
  model: z.number().int(),
  ...detectorStandingFields,
});
export type CompanyDeviceRecord = z.infer<typeof companyDeviceRecordSchema>;
