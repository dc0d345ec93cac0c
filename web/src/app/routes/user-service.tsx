import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { SITE_NAME, href } from '@portal/shared';
import { InfoPage } from '../../components/info-page/info-page';
import { POLICY_UPDATED } from '../../config/site';

export default function UserServicePage() {
  return (
    <InfoPage
      title="用戶服務條款"
      lead={`使用${SITE_NAME}網站及流動應用程式前，請細閱以下條款。`}
      updated={POLICY_UPDATED}
    >
      <h2>一、接受條款</h2>
      <p>
        註冊帳戶或使用本服務，即表示你同意遵守本條款及我們的私隱政策。如你未滿 18
        歲，請在父母或監護人同意下使用。
      </p>
      <h2>二、帳戶</h2>
      <ul>
        <li>你須以本人有效的香港手機號碼註冊，並提供真實資料。</li>
        <li>請妥善保管密碼，不要與他人共用帳戶。如發現帳戶被盜用，請立即重設密碼並通知我們。</li>
        <li>你可隨時聯絡我們註銷帳戶。</li>
      </ul>
      <h2>三、預約</h2>
      <ul>
        <li>
          請按預約時間準時到達診所；如未能出席，請最少在應診前 2 小時於「我的預約」取消或改期。
        </li>
        <li>多次預約而不出席，我們或診所可暫停你的網上預約功能。</li>
        <li>診金及藥費由診所按其收費表收取，與本網站無關。</li>
      </ul>
      <h2>四、提問、文章及其他內容</h2>
      <ul>
        <li>
          不得發佈虛假、誹謗、淫褻、侵犯他人權利或違法的內容，亦不得發佈廣告或宣傳未經註冊的藥物。
        </li>
        <li>請勿在公開提問中填寫身份證號碼、地址等可識別你身份的資料。</li>
        <li>你保留所提交內容的權利，但授權我們在本服務內展示該等內容。</li>
        <li>我們有權刪除違反本條款的內容。</li>
      </ul>
      <h2>五、禁止行為</h2>
      <p>不得以任何自動化方式大量擷取本網站資料、干擾系統運作、冒認他人或嘗試存取他人帳戶。</p>
      <h2>六、服務變更及終止</h2>
      <p>
        我們可因維修、升級或其他原因暫停或更改服務，並會盡量提前通知。如你違反本條款，我們可暫停或終止你的帳戶。
      </p>
      <h2>七、責任</h2>
      <p>
        醫療服務由診所及中醫師提供，詳見
        <Anchor component={Link} to={href('disclaimer')}>
          免責聲明
        </Anchor>
        。
      </p>
      <h2>八、適用法律</h2>
      <p>本條款受香港特別行政區法律管轄，並以中文版本為準。</p>
    </InfoPage>
  );
}
