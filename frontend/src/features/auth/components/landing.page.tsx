import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDocumentTitle } from '../../../shared/hooks';
import { paths } from '../../../shared/routing';
import { Brand, ButtonLink } from '../../../shared/ui';

const FEATURES = ['directory', 'care', 'events', 'sermons', 'giving', 'languages'] as const;
type Feature = (typeof FEATURES)[number];

/** Simple line icons drawn in the text colour. */
const ICONS: Record<Feature, string> = {
  directory: 'M16 20v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM22 20v-2a4 4 0 0 0-3-3.87M16 2.13a4 4 0 0 1 0 7.75',
  care: 'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z',
  events: 'M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
  sermons: 'M4 19.5A2.5 2.5 0 0 1 6.5 17H20M6.5 2H20v20H6.5A2.5 2.5 0 0 1 4 19.5v-15A2.5 2.5 0 0 1 6.5 2z',
  giving: 'M12 1v22M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6',
  languages: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM2 12h20M12 2a15 15 0 0 1 4 10 15 15 0 0 1-4 10 15 15 0 0 1-4-10 15 15 0 0 1 4-10z',
};

const StyledPage = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const StyledTopBar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  }
`;

const StyledMain = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxxl} ${({ theme }) => theme.space.xl};

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  }
`;

const StyledHero = styled.section`
  max-width: 44rem;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
`;

const StyledEyebrow = styled.p`
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-size: ${({ theme }) => theme.font.size.sm};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const StyledHeroTitle = styled.h1`
  font-size: ${({ theme }) => theme.font.size.hero};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: -0.02em;
`;

const StyledLead = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledFeaturesTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xl};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const StyledGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledFeature = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

const StyledIcon = styled.svg`
  width: 1.75rem;
  height: 1.75rem;
  color: ${({ theme }) => theme.color.primary};
`;

const StyledFeatureTitle = styled.h3`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledFeatureText = styled.p`
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledFooter = styled.footer`
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

/** What a signed-out visitor sees at `/`: what Koinonia is for, and the way in. */
export default function LandingPage() {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentTitle(t('landing.title'));
  return (
    <StyledPage>
      <StyledTopBar>
        <Brand to={paths.home} name={t('common:appName')} />
        <ButtonLink to={paths.signIn} variant="primary" size="sm">
          {t('landing.signIn')}
        </ButtonLink>
      </StyledTopBar>
      <StyledMain id="main">
        <StyledHero>
          <StyledEyebrow>{t('landing.eyebrow')}</StyledEyebrow>
          <StyledHeroTitle>{t('landing.heading')}</StyledHeroTitle>
          <StyledLead>{t('landing.lead')}</StyledLead>
          <div>
            <ButtonLink to={paths.signIn} variant="primary">
              {t('landing.cta')}
            </ButtonLink>
          </div>
        </StyledHero>
        <section aria-labelledby="landing-features">
          <StyledFeaturesTitle id="landing-features">{t('landing.featuresHeading')}</StyledFeaturesTitle>
          <StyledGrid>
            {FEATURES.map((feature) => (
              <StyledFeature key={feature}>
                <StyledIcon
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={1.75}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  <path d={ICONS[feature]} />
                </StyledIcon>
                <StyledFeatureTitle>{t(`landing.features.${feature}.title`)}</StyledFeatureTitle>
                <StyledFeatureText>{t(`landing.features.${feature}.text`)}</StyledFeatureText>
              </StyledFeature>
            ))}
          </StyledGrid>
        </section>
      </StyledMain>
      <StyledFooter>{t('landing.openSource')}</StyledFooter>
    </StyledPage>
  );
}
