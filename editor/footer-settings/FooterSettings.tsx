import Ajv from 'ajv';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { footerConfigSchema, type FooterConfig, type FooterTemplate } from '../../schemas/footer-config';
import type { ServiceContact } from '../../schemas/service-contact';
import { apiErrorText } from '../../renderer/api-errors/api-error-text';
import { EDITOR_NS } from '../i18n';
import { localizeErrorMessage } from '../inspector/error-messages';
import { useEditor } from '../store/StoreContext';
import { readContact, readFooter, saveFooterSettings } from './footer-settings-api';

const validate = new Ajv({ allErrors: true }).compile(footerConfigSchema);
type Copyright = NonNullable<FooterTemplate['copyright']>;

/** The designer's "Footer settings" button: edits the school's footer config and service contact (administrators). */
export function FooterSettingsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>{t('footerSettings.open')}</button>
      {open && <FooterSettingsDialog onClose={() => setOpen(false)} />}
    </>
  );
}

/** The footer settings dialog; the tools menu opens it. */
export function FooterSettingsDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const schoolId = useEditor((s) => s.session.schoolId);
  const dialog = useRef<HTMLDialogElement>(null);
  const [custom, setCustom] = useState(false);
  const [versionOn, setVersionOn] = useState(false);
  const [helpCenterJumpSchool, setHelpCenterJumpSchool] = useState('');
  const [copyright, setCopyright] = useState<Copyright>({});
  const [structure, setStructure] = useState('{ "footerNavigations": [], "footerQrCodes": [] }');
  const [contact, setContact] = useState<ServiceContact>({ servicePhone: '', serviceEmail: '', serviceWeChat: '', switch: '0' });
  const [message, setMessage] = useState('');
  // The fields wait for the saved config, so nothing typed is overwritten when it arrives.
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    dialog.current?.showModal?.();
    const footer = readFooter(schoolId).then((f) => {
      const used = f.templates.find((x) => x.templateType === 2);
      setCustom(Boolean(used?.isUsed));
      setVersionOn(f.VersionInformationSwitch === '1');
      setHelpCenterJumpSchool(f.helpCenterJumpSchool ?? '');
      setCopyright(used?.copyright ?? {});
      setStructure(JSON.stringify({ footerNavigations: used?.footerNavigations ?? [], footerQrCodes: used?.footerQrCodes ?? [] }, null, 2));
    }, (e: unknown) => setMessage(apiErrorText(e, t)));
    const contactRead = readContact(schoolId).then(setContact, () => undefined);
    void Promise.all([footer, contactRead]).then(() => setLoaded(true));
  }, [schoolId, t]);

  const save = async () => {
    let parts: Pick<FooterTemplate, 'footerNavigations' | 'footerQrCodes'>;
    try {
      parts = JSON.parse(structure) as typeof parts;
    } catch (e) {
      return setMessage(t('footerSettings.invalid', { detail: (e as Error).message }));
    }
    const config: FooterConfig = {
      templates: [{ templateType: 1, isUsed: !custom }, { templateType: 2, isUsed: custom, copyright, footerNavigations: parts.footerNavigations ?? [], footerQrCodes: parts.footerQrCodes ?? [] }],
      versionInformationSwitch: versionOn ? '1' : '0',
      helpCenterJumpSchool: helpCenterJumpSchool.trim(),
    };
    // ajv words its errors in English; the designer's validator messages say the same in the UI language.
    const detail = () => validate.errors?.map((e) => `${e.instancePath} ${localizeErrorMessage(e.message ?? '', i18n.getFixedT(null, EDITOR_NS))}`).join('; ');
    if (!validate(config)) return setMessage(t('footerSettings.invalid', { detail: detail() }));
    try {
      await saveFooterSettings(schoolId, config, contact);
      setMessage(t('footerSettings.saved'));
    } catch (e) {
      setMessage(apiErrorText(e, t));
    }
  };
  const field = (key: keyof Copyright, label: string) => (
    <label key={key}>{label}<input value={copyright[key] ?? ''} onChange={(e) => setCopyright({ ...copyright, [key]: e.target.value })} /></label>
  );
  const contactField = (key: 'servicePhone' | 'serviceEmail' | 'serviceWeChat', label: string) => (
    <label key={key}>{label}<input value={contact[key]} onChange={(e) => setContact({ ...contact, [key]: e.target.value })} /></label>
  );

  return (
    <dialog ref={dialog} className="footer-settings" aria-label={t('footerSettings.open')} onCancel={(e) => { e.preventDefault(); onClose(); }}>
      <form onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <fieldset disabled={!loaded} style={{ display: 'grid', gap: '0.5rem', border: 'none', padding: 0, margin: 0 }}>
        <h2>{t('footerSettings.open')}</h2>
        <label><input type="checkbox" checked={custom} onChange={(e) => setCustom(e.target.checked)} />{t('footerSettings.custom')}</label>
        <label><input type="checkbox" checked={versionOn} onChange={(e) => setVersionOn(e.target.checked)} />{t('footerSettings.version')}</label>
        {field('company', t('footerSettings.company'))}
        {field('beian', t('footerSettings.beian'))}
        {field('registerSystemInfo', t('legal.footerEditor.registerSystemInfo'))}
        {field('support', t('footerSettings.support'))}
        <label>{t('legal.footerEditor.helpCenterSchool')}<input value={helpCenterJumpSchool} inputMode="numeric" maxLength={19} onChange={(e) => setHelpCenterJumpSchool(e.target.value)} /></label>
        <label>{t('footerSettings.structure')}<textarea rows={6} value={structure} onChange={(e) => setStructure(e.target.value)} /></label>
        <label><input type="checkbox" checked={contact.switch === '1'} onChange={(e) => setContact({ ...contact, switch: e.target.checked ? '1' : '0' })} />{t('footerSettings.contactSwitch')}</label>
        {contactField('servicePhone', t('feedBack.phone'))}
        {contactField('serviceEmail', t('legal.footerEditor.email'))}
        {contactField('serviceWeChat', t('legal.footerEditor.wechat'))}
        </fieldset>
        {message && <p role="status">{message}</p>}
        <div style={{ display: 'flex', gap: '0.5rem', marginBlockStart: '0.5rem' }}>
          <button type="submit" disabled={!loaded}>{t('footerSettings.save')}</button>
          <button type="button" onClick={onClose}>{t('cookies.close')}</button>
        </div>
      </form>
    </dialog>
  );
}
