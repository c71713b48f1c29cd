import type { BlockComponentProps } from '../../renderer/block-definition';
import { localize } from '../../renderer/context';
import type { CourseCard, CourseCardsProps, ResourcePage } from './schema';
import './course-cards.css';

const labels = {
  empty: { zh_CN: '暂无课程', en_US: 'No courses yet' },
  error: { zh_CN: '课程加载失败', en_US: 'Courses could not be loaded' },
  more: { zh_CN: '更多', en_US: 'More' },
  learners: { zh_CN: '人学习', en_US: 'learners' },
};

/** A grid of the school's courses, read from the portal's resource list. */
export default function CourseCards({ props, data, context }: BlockComponentProps<CourseCardsProps, ResourcePage<CourseCard>>) {
  const title = localize(props.title, context);
  const courses = data.value?.list ?? [];
  const moreHref = `/portal/${context.schoolId}/search?cardType=1&sort=${props.sort}`;
  return (
    <section className="course-cards" aria-label={title || undefined} aria-busy={data.status === 'loading'}>
      <header className="course-cards__header">
        {title && <h2 className="course-cards__title">{title}</h2>}
        {props.showMore && (
          <a className="course-cards__more" href={moreHref}>
            {localize(labels.more, context)}
          </a>
        )}
      </header>
      {data.status === 'error' && <p className="course-cards__state" role="alert">{localize(labels.error, context)}</p>}
      {data.status === 'success' && courses.length === 0 && <p className="course-cards__state">{localize(labels.empty, context)}</p>}
      <ul className="course-cards__grid" style={{ ['--cards-per-line' as string]: props.cardsPerLine }}>
        {data.status === 'loading' &&
          Array.from({ length: props.count }, (_, i) => <li key={i} className="course-card course-card--placeholder" aria-hidden="true" />)}
        {courses.map((course) => (
          <li key={course.id} className="course-card">
            <div className="course-card__cover" style={course.coverUrl ? { backgroundImage: `url("${encodeURI(course.coverUrl)}")` } : undefined} />
            <h3 className="course-card__title">{localize(course.title, context)}</h3>
            <p className="course-card__meta">
              {course.enrolledCount} {localize(labels.learners, context)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
