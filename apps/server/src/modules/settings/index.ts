/** The settings module's public face: the typed store other modules read their settings from. */

import { readModel } from '../../platform/read-model';
import { orderSettings, sellerConfigs } from './tables';
export {
  announceSettingChange,
  recordSettingChange,
  SettingsStore,
  type SettingSource,
} from './store';
export { readSettings } from './service';
export { readSellerConfigs, readSellerMainSetting } from './seller-config';

/** Read-only handles on this module's tables for other modules' queries (recipes.md, "A module"). */
export const settingsReadModel = readModel({ orderSettings, sellerConfigs });
