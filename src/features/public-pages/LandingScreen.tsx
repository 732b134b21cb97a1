import { Box, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb, IconCalculator, IconScale, IconUsersGroup } from '@tabler/icons-react';
import { JoinButtons } from './JoinButtons';
import { PublicFooter } from './PublicFooter';
import { publicPagesTexts } from './texts';

const texts = publicPagesTexts.landing;
const serviceIcons = [IconCalculator, IconScale, IconBulb, IconUsersGroup];

/**
 * `/landing`: the portal for a first-time visitor: what the firm does, how it works, and the ways in (sign up, sign
 * in). Static: no call to the API, no images beyond the icons, so it shows at once on a phone.
 */
export function LandingScreen() {
  return (
    <Stack gap={48} maw={1200} mx="auto" py="md">
      <Stack gap="md" maw={760} component="section" aria-labelledby="landing-title">
        <Text fw={700} size="sm" c="dimmed" tt="uppercase">
          {texts.eyebrow}
        </Text>
        <Title order={1} id="landing-title" fz={{ base: 32, sm: 44 }} lh={1.15}>
          {texts.title}
        </Title>
        <Text size="lg">{texts.lead}</Text>
        <JoinButtons size="lg" />
      </Stack>

      <Stack gap="md" component="section" aria-labelledby="landing-services">
        <Title order={2} id="landing-services">
          {texts.servicesTitle}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {texts.services.map((service, i) => {
            const Icon = serviceIcons[i];
            return (
              <Paper key={service.title} withBorder radius="md" p="lg">
                <Stack gap="sm">
                  <ThemeIcon variant="light" size={44} radius="md" aria-hidden>
                    <Icon size={26} stroke={1.6} />
                  </ThemeIcon>
                  <Title order={3} size="h4">
                    {service.title}
                  </Title>
                  <Text size="sm">{service.text}</Text>
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      </Stack>

      <Stack gap="md" component="section" aria-labelledby="landing-steps">
        <Title order={2} id="landing-steps">
          {texts.stepsTitle}
        </Title>
        <SimpleGrid
          component="ol"
          cols={{ base: 1, sm: 2, lg: 4 }}
          spacing="md"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {texts.steps.map((step, i) => (
            <Box component="li" key={step.title}>
              <Stack gap="xs">
                <ThemeIcon size={36} radius="xl" aria-hidden>
                  <Text fw={700} inherit>
                    {i + 1}
                  </Text>
                </ThemeIcon>
                <Title order={3} size="h4">
                  {step.title}
                </Title>
                <Text size="sm">{step.text}</Text>
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>

      <Paper withBorder radius="md" p="xl" component="section" aria-labelledby="landing-join">
        <Stack gap="sm">
          <Title order={2} id="landing-join">
            {texts.joinTitle}
          </Title>
          <Text>{texts.joinText}</Text>
          <JoinButtons />
        </Stack>
      </Paper>

      <PublicFooter />
    </Stack>
  );
}
