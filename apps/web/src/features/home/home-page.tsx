import './i18n/register';
import './home.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AboutSection } from './components/about-section';
import { GallerySection } from './components/gallery-section';
import { Hero } from './components/hero';
import { JoinFreelanceSection } from './components/join-freelance-section';
import { ServicesSection } from './components/services-section';
import { StudentAreas } from './components/student-areas';

interface HomePageProps {
  /** The freelancer sign-up form, composed in by the route (app/routes.ts). */
  joinForm?: ReactNode;
}

export function HomePage({ joinForm }: HomePageProps) {
  const { t } = useTranslation('home');
  useDocumentTitle(t('title'));

  return (
    <>
      <Hero />
      <StudentAreas />
      <ServicesSection />
      <GallerySection />
      <AboutSection />
      <JoinFreelanceSection>{joinForm}</JoinFreelanceSection>
    </>
  );
}
