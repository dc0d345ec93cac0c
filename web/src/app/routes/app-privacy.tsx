import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { SITE_NAME, href } from '@portal/shared';
import { InfoPage } from '../../components/info-page/info-page';
import { POLICY_UPDATED, SITE_CONTACT } from '../../config/site';

export default function AppPrivacyPage() {
  return (
    <InfoPage
      title="應用程式私隱政策"
      lead={`${SITE_NAME}流動應用程式（iOS 及 Android）如何處理你的個人資料。`}
      updated={POLICY_UPDATED}
    >
      <p>
        應用程式與網站共用同一帳戶，並同樣遵守《個人資料（私隱）條例》。網站的
        <Anchor component={Link} to={href('privacy')}>
          私隱政策
        </Anchor>
        全部適用於應用程式；以下補充應用程式特有的事項。
      </p>
      <h2>裝置權限</h2>
      <ul>
        <li>
          位置：只在你使用「附近診所」或地圖時讀取，用於顯示附近的診所，不會在背景追蹤或儲存你的位置。
        </li>
        <li>相機及相簿：只在你為提問、頭像或付款證明上載相片時使用。</li>
        <li>通知：用於預約提醒和醫師回覆通知，你可隨時在裝置設定中關閉。</li>
      </ul>
      <p>拒絕授予權限不會影響其他功能的使用。</p>
      <h2>裝置資料</h2>
      <p>
        為了排除故障和保障帳戶安全，應用程式會記錄裝置型號、作業系統版本和應用程式版本。我們不收集通訊錄、短訊內容或裝置上的其他檔案，亦不使用廣告識別碼。
      </p>
      <h2>第三方服務</h2>
      <p>
        應用程式使用 Google 地圖顯示診所位置，以及推送通知服務（Apple /
        Google）發送通知；這些服務只會收到提供該功能所需的資料。
      </p>
      <h2>刪除帳戶</h2>
      <p>
        你可在應用程式內「設定 &gt; 刪除帳戶」或電郵至 {SITE_CONTACT.privacyEmail}{' '}
        要求刪除帳戶及相關資料。
      </p>
    </InfoPage>
  );
}
