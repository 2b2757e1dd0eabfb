import type { Language } from '../../../i18n/language';
import { operatorContact } from '../../../shell/operatorContact';

/** One article of the terms: its heading and its paragraphs (a numbered list when there are several). */
export interface TermsArticle {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface TermsOfService {
  readonly title: string;
  readonly preamble: string;
  readonly articles: readonly TermsArticle[];
  /** When these terms took effect. */
  readonly effective: string;
}

const ja = (provider: string): TermsOfService => ({
  title: '利用規約',
  preamble: `この利用規約（以下「本規約」）は、${provider}（以下「当社」）が提供するアルコールチェック・車両管理サービス「FleetCheck」（以下「本サービス」）の利用条件を定めるものです。本サービスを利用する法人等（以下「契約者」）およびその管理者・運転者その他の利用者（以下「利用者」）は、本規約に同意のうえ本サービスを利用するものとします。`,
  articles: [
    {
      heading: '第1条（適用）',
      paragraphs: [
        '本規約は、本サービスの利用に関する当社と契約者との間の一切の関係に適用されます。',
        '当社が本サービス上で掲示する料金表、ヘルプ（FAQ）その他の個別規定は、本規約の一部を構成します。',
      ],
    },
    {
      heading: '第2条（利用登録）',
      paragraphs: [
        '利用希望者は、当社所定の方法により会社情報および管理者情報を登録し、メールアドレスの確認をもって利用登録を完了します。',
        '当社は、登録内容に虚偽がある場合、過去に本規約違反があった場合その他当社が不適当と判断した場合、登録を承認しないことがあります。',
      ],
    },
    {
      heading: '第3条（アカウントの管理）',
      paragraphs: [
        '契約者は、自己の責任において管理者および運転者のユーザー名・パスワードを管理し、第三者に利用させてはなりません。',
        'アカウントを用いて行われた操作は、当該契約者によるものとみなします。',
      ],
    },
    {
      heading: '第4条（本サービスの内容）',
      paragraphs: [
        '本サービスは、運転者の酒気帯びの有無の確認（アルコールチェック）の記録、確認結果の管理者への通知、記録の保存・出力、車両・運転者・事業所・検知器の管理等の機能を提供します。',
        '本サービスは、契約者が道路交通法施行規則に定める安全運転管理者の業務を行うことを支援するものであり、酒気帯びの確認義務その他の法令上の義務は契約者が負います。',
        '記録は、法令が定める保存期間（1年間）以上、契約期間中保存します。',
      ],
    },
    {
      heading: '第5条（料金および支払い）',
      paragraphs: [
        '利用料金は、料金表に定める車両数および検知器数に応じた金額に消費税を加えた額とし、月払いまたは年払いのいずれかを選択できます。',
        '支払い方法は、クレジットカードまたは銀行振込とします。銀行振込の場合、当社が発行する請求書に記載の期日までに振り込むものとし、振込手数料は契約者の負担とします。',
        '契約期間中にプランを増やした場合、残りの期間に応じた差額を請求します。プランの減少は次回の更新時から適用されます。',
        '支払いが期日までに確認できない場合、当社は本サービスの全部または一部の提供を停止し、記録の閲覧のみに制限することがあります。',
      ],
    },
    {
      heading: '第6条（検知器の貸与）',
      paragraphs: [
        '当社が検知器を貸与する場合、契約者は善良な管理者の注意をもってこれを使用・保管し、メーカーの定める校正・交換時期を守るものとします。',
        '契約終了時、契約者は貸与された検知器を当社の指定する方法で返却するものとします。',
      ],
    },
    {
      heading: '第7条（禁止事項）',
      paragraphs: [
        '契約者および利用者は、虚偽の検査結果の登録、他人になりすました検査、本サービスの運営を妨げる行為、不正アクセス、法令または公序良俗に反する行為をしてはなりません。',
      ],
    },
    {
      heading: '第8条（データおよび個人情報の取扱い）',
      paragraphs: [
        '本サービスに登録された記録、写真、位置情報その他のデータ（以下「登録データ」）は契約者に帰属します。当社は、本サービスの提供・保守・改善に必要な範囲でのみ登録データを取り扱います。',
        '当社は、個人情報を当社のプライバシーポリシーおよび個人情報の保護に関する法律に従い適切に取り扱います。契約者は、運転者その他の利用者から必要な同意を得るものとします。',
        '法令に基づく場合を除き、当社は契約者の同意なく登録データを第三者に提供しません。',
      ],
    },
    {
      heading: '第9条（サービスの変更・停止）',
      paragraphs: [
        '当社は、保守点検、障害、天災その他やむを得ない事由がある場合、事前の通知なく本サービスの全部または一部を一時的に停止することがあります。',
        '当社は、契約者に事前に通知したうえで、本サービスの内容を変更することがあります。',
      ],
    },
    {
      heading: '第10条（解約）',
      paragraphs: [
        '契約者は、本サービス上の解約手続きにより、現在の契約期間の満了をもって契約を終了できます。',
        '支払い済みの期間の利用料金は、解約した場合でも返金しません。',
        '契約終了後、契約者は法令上の保存期間が満了するまで、記録の閲覧および出力を行うことができます。',
      ],
    },
    {
      heading: '第11条（免責および責任の制限）',
      paragraphs: [
        '当社は、本サービスが契約者の特定の目的に適合すること、および本サービスに不具合が生じないことを保証しません。',
        '当社の責に帰すべき事由により契約者に損害が生じた場合、当社の責任は、故意または重大な過失がある場合を除き、損害発生月の前12か月間に契約者が当社に支払った利用料金の総額を上限とします。',
      ],
    },
    {
      heading: '第12条（規約の変更）',
      paragraphs: [
        '当社は、必要と判断した場合、本サービス上での告知その他相当の方法で周知したうえで本規約を変更できます。変更後に本サービスを利用した場合、変更に同意したものとみなします。',
      ],
    },
    {
      heading: '第13条（準拠法および管轄）',
      paragraphs: ['本規約は日本法に準拠します。本サービスに関する紛争は、東京地方裁判所を第一審の専属的合意管轄裁判所とします。'],
    },
  ],
  effective: '2026年4月1日 制定',
});

const en = (provider: string): TermsOfService => ({
  title: 'Terms of service',
  preamble: `These terms of service (the "Terms") set out the conditions for using FleetCheck, the alcohol-check and fleet management service (the "Service") provided by ${provider} ("we"). The company or other organisation using the Service (the "Customer") and its managers, drivers and other users (the "Users") use the Service having agreed to these Terms.`,
  articles: [
    {
      heading: 'Article 1 (Scope)',
      paragraphs: [
        'These Terms govern every relationship between us and the Customer concerning the Service.',
        'The price list, the help pages (FAQ) and any other rules we publish in the Service form part of these Terms.',
      ],
    },
    {
      heading: 'Article 2 (Registration)',
      paragraphs: [
        'An applicant registers its company and its first manager as we specify; registration is complete once the e-mail address is confirmed.',
        'We may refuse a registration with false details, by an applicant who has breached these Terms before, or that we otherwise find unsuitable.',
      ],
    },
    {
      heading: 'Article 3 (Accounts)',
      paragraphs: [
        "The Customer keeps its managers' and drivers' usernames and passwords under its own responsibility and lets no third party use them.",
        'Anything done with an account is deemed done by the Customer.',
      ],
    },
    {
      heading: 'Article 4 (What the Service does)',
      paragraphs: [
        "The Service records drivers' breath-alcohol checks, notifies managers of their results, keeps and exports the records, and manages vehicles, drivers, offices and detectors.",
        'The Service supports the Customer in the duties of its safe-driving manager under the Road Traffic Act Enforcement Regulations; the duty to check drivers for alcohol and every other legal duty remain the Customer’s.',
        'Records are kept for at least the period the law requires (one year) and for as long as the contract runs.',
      ],
    },
    {
      heading: 'Article 5 (Fees and payment)',
      paragraphs: [
        'The fee is the amount in the price list for the number of vehicles and detectors, plus consumption tax, paid monthly or yearly as the Customer chooses.',
        'Payment is by credit card or bank transfer. A bank transfer is made by the due date on the invoice we issue; transfer charges are borne by the Customer.',
        'A plan raised during a term is charged the difference for the rest of that term. A plan lowered applies from the next renewal.',
        'If a payment is not received by its due date, we may suspend all or part of the Service and limit it to reading records.',
      ],
    },
    {
      heading: 'Article 6 (Rented detectors)',
      paragraphs: [
        "The Customer uses and keeps rented detectors with due care and keeps to the maker's calibration and replacement dates.",
        'When the contract ends, the Customer returns rented detectors as we direct.',
      ],
    },
    {
      heading: 'Article 7 (Prohibited acts)',
      paragraphs: [
        "The Customer and the Users must not register false results, take a check in someone else's name, disturb the operation of the Service, access it without authorisation, or break the law or public order.",
      ],
    },
    {
      heading: 'Article 8 (Data and personal information)',
      paragraphs: [
        'The records, photos, locations and other data registered in the Service (the "Data") belong to the Customer. We handle the Data only as needed to provide, maintain and improve the Service.',
        'We handle personal information properly under our privacy policy and the Act on the Protection of Personal Information. The Customer obtains any consent needed from its drivers and other Users.',
        "Except where the law requires, we do not give the Data to third parties without the Customer's consent.",
      ],
    },
    {
      heading: 'Article 9 (Changes to and suspension of the Service)',
      paragraphs: [
        'We may suspend all or part of the Service without notice for maintenance, failures, natural disasters or other unavoidable reasons.',
        'We may change what the Service offers after notifying the Customer.',
      ],
    },
    {
      heading: 'Article 10 (Cancellation)',
      paragraphs: [
        'The Customer may cancel in the Service; the contract then ends at the end of the current term.',
        'Fees for terms already paid are not refunded on cancellation.',
        'After the contract ends, the Customer can still read and export its records until the legal retention period is over.',
      ],
    },
    {
      heading: 'Article 11 (Disclaimer and limitation of liability)',
      paragraphs: [
        "We do not warrant that the Service fits any particular purpose of the Customer's or that it is free of defects.",
        'Where the Customer suffers damage for which we are responsible, our liability, except for wilful misconduct or gross negligence, is limited to the fees the Customer paid us in the 12 months before the month the damage arose.',
      ],
    },
    {
      heading: 'Article 12 (Changes to these Terms)',
      paragraphs: [
        'We may change these Terms when we find it necessary, after announcing the change in the Service or by other suitable means. Using the Service after the change means agreeing to it.',
      ],
    },
    {
      heading: 'Article 13 (Governing law and jurisdiction)',
      paragraphs: [
        'These Terms are governed by the laws of Japan. The Tokyo District Court has exclusive jurisdiction in the first instance over any dispute about the Service.',
      ],
    },
  ],
  effective: 'In effect from 1 April 2026',
});

/**
 * The terms of service a customer accepts on the payment page, in each language as a whole (a legal text is
 * written per language, not assembled from catalog strings). The provider is the operator's legal name.
 */
export function termsOfService(language: Language): TermsOfService {
  return language === 'ja' ? ja(operatorContact.legalName.ja) : en(operatorContact.legalName.en);
}
