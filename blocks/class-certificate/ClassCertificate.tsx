import { textOf } from '../_shared/cards/Card';
import { ClassNote, ClassPanel } from '../_shared/class/ClassPanel';
import type { ClassBlockComponentProps } from '../_shared/class/class-render';
import { ClassBlockHidden } from '../_shared/class/Hidden';
import { formatDateTime } from '../_shared/format';
import { text } from '../_shared/messages';
import type { CertificateView } from './render';

/** The certificate(s) the learner earned in the class, or a note that there is none yet. */
export default function ClassCertificate({ data, context }: ClassBlockComponentProps<CertificateView[]>) {
  const title = text('certificate.title', context);
  if (data.status === 'success' && !data.value?.value) return <ClassBlockHidden context={context} title={title} audience="learners" />;
  return (
    <ClassPanel title={title} data={data} context={context} className="class-certificate-block">
      {(loaded) => {
        const list = loaded!.value!;
        if (list.length === 0) return <ClassNote id="certificate.none" context={context} />;
        return list.map((c) => (
          <figure key={c.id} className="class-certificate">
            <strong>{textOf(c.name, context)}</strong>
            <figcaption>
              <div>{textOf(c.className, context)}</div>
              <div className="class-row__meta">{text('certificate.number', context, { number: c.certificateNo })} · {text('certificate.issued', context, { date: formatDateTime(c.issuedAt, context.locale) })}</div>
            </figcaption>
          </figure>
        ));
      }}
    </ClassPanel>
  );
}
