/** The settings module's public face: the typed store other modules read their settings from. */
export {
  announceSettingChange,
  recordSettingChange,
  SettingsStore,
  type SettingSource,
} from './store';
export { readSettings } from './service';
export { orderSettings } from './tables';
