import { useLingui } from '@lingui/react/macro';
import { formatAlcoholResult, toDottedDate, type Notification } from '@fleetcheck/contracts';
import { formatJapanDateTime } from '../../../i18n/format';

/** The translated sentence of a notification, one per type, with the names, dates and figures it carries. */
export function NotificationMessage({ notification }: { readonly notification: Notification }) {
  const { t } = useLingui();
  const { driver, car, device } = notification;
  const driverName = driver ? `${driver.lastName} ${driver.firstName}` : '–';
  const licenceDate = toDottedDate(driver?.expirationDate);
  const carName = car ? `${car.number} ${car.model}` : '–';
  const inspectionDate = toDottedDate(car?.inspection);
  const insuranceDate = toDottedDate(car?.insurance);
  const serialNo = device?.serialNo ?? '–';
  const totalUsed = device?.totalUsed ?? 0;
  const result = notification.testResult === null ? '–' : formatAlcoholResult(notification.testResult);
  const checkDate = toDottedDate(notification.missingCheck?.date);
  const missing = notification.missingCheck?.checkTypes ?? [];
  // A driver-app check with no live confirmation by the cut-off (issue 35 item 5) is 未確認, not missing.
  const unconfirmed = notification.missingCheck?.unconfirmed ?? [];
  const absent = missing.filter((checkType) => !unconfirmed.includes(checkType));
  const calledAt = formatJapanDateTime(notification.liveCall?.requestedAt);
  switch (notification.type) {
    case 'LICENSE_EXPIRING':
      return <>{t`The driving licence of ${driverName} expires on ${licenceDate}.`}</>;
    case 'LICENSE_EXPIRED':
      return <>{t`The driving licence of ${driverName} expired on ${licenceDate}.`}</>;
    case 'INSPECTION_EXPIRING':
      return <>{t`The vehicle inspection of ${carName} expires on ${inspectionDate}.`}</>;
    case 'INSPECTION_EXPIRED':
      return <>{t`The vehicle inspection of ${carName} expired on ${inspectionDate}.`}</>;
    case 'INSURANCE_EXPIRING':
      return <>{t`The insurance of ${carName} expires on ${insuranceDate}.`}</>;
    case 'INSURANCE_EXPIRED':
      return <>{t`The insurance of ${carName} expired on ${insuranceDate}.`}</>;
    // A sensor's life ends by tests or by days (the model's limits), whichever comes first.
    case 'DEVICE_USAGE_NEAR':
      return <>{t`The sensor of detector ${serialNo} is near the end of its life (tests or days; ${totalUsed} tests on it).`}</>;
    case 'DEVICE_USAGE_EXCEEDED':
      if (device?.reason === 'usage_limit')
        return <>{t`Detector ${serialNo} has passed its usage limit date. Replace it or its sensor.`}</>;
      return (
        <>{t`The sensor of detector ${serialNo} has reached the end of its life (tests or days; ${totalUsed} tests on it). Replace the sensor.`}</>
      );
    case 'DEVICE_MAINTENANCE_REQUIRED':
      switch (device?.reason) {
        case 'daily_check':
          return <>{t`Detector ${serialNo}: the daily check is overdue.`}</>;
        case 'weekly_check':
          return <>{t`Detector ${serialNo}: the weekly check is overdue.`}</>;
        case 'idle':
          return <>{t`Detector ${serialNo} has sent no test for days. Check that it works.`}</>;
        case 'calibration':
          return <>{t`Detector ${serialNo} is due for calibration.`}</>;
        case 'check_failed':
          return <>{t`Detector ${serialNo} failed a check: it is out of service until a check or calibration passes.`}</>;
        default:
          return <>{t`Detector ${serialNo} is due for maintenance.`}</>;
      }
    case 'ALCOHOL_TEST_FAILED':
      // The law asks for 指示事項 and the action taken on a positive record: the alert says so.
      return (
        <>
          {t`${driverName} failed an alcohol test: ${result} mg/l.`}{' '}
          {t`The record needs the instructions given and the action taken (duty stopped, a substitute driver, or other).`}
        </>
      );
    case 'SUBSCRIPTION_PAYMENT_FAILED':
      return <>{t`The subscription could not be renewed: the card payment failed. Please check the payment method.`}</>;
    case 'INVOICE_PAYMENT_FAILED':
      return <>{t`An invoice could not be charged to the registered card and remains unpaid. Please check the payment method.`}</>;
    case 'CHECK_MISSING': {
      const unconfirmedSentence =
        unconfirmed.length > 1
          ? t`The before- and after-driving checks of ${driverName} on ${checkDate} were taken in the driver app but not confirmed live by the cut-off (not confirmed).`
          : unconfirmed[0] === 'before_driving'
            ? t`The before-driving check of ${driverName} on ${checkDate} was taken in the driver app but not confirmed live by the cut-off (not confirmed).`
            : t`The after-driving check of ${driverName} on ${checkDate} was taken in the driver app but not confirmed live by the cut-off (not confirmed).`;
      const absentSentence =
        absent.length > 1
          ? t`${driverName} has no before-driving and no after-driving alcohol check on ${checkDate}.`
          : absent[0] === 'before_driving'
            ? t`${driverName} has no before-driving alcohol check on ${checkDate}.`
            : t`${driverName} has no after-driving alcohol check on ${checkDate}.`;
      if (unconfirmed.length === 0) return <>{absentSentence}</>;
      if (absent.length === 0) return <>{unconfirmedSentence}</>;
      return (
        <>
          {absentSentence} {unconfirmedSentence}
        </>
      );
    }
    case 'LIVE_CALL_UNANSWERED':
      return <>{t`Nobody answered the live call of ${driverName} at ${calledAt}. The driver was told to phone the office.`}</>;
    case 'POSITIVE_CONFIRMED_BY_ASSISTANT':
      // For the 安全運転管理者: a 補助者 confirmed a positive result (issue 35 item 4).
      return (
        <>
          {t`An assistant confirmer confirmed ${driverName}'s positive alcohol test (${result} mg/l).`}{' '}
          {t`As the safe driving manager, check the record and do not let the driver drive.`}
        </>
      );
    case 'VEHICLE_INSPECTION_ABNORMAL':
      return <>{t`The daily inspection of ${carName} found an abnormal item: it is not fit to drive until a manager clears it.`}</>;
    default: {
      const unknown: never = notification.type;
      return <>{String(unknown)}</>;
    }
  }
}
