/** The demo church: seeded through the real commands; its data is shared with tests and benches. */
export { DemoModule } from './demo.module';
export { DemoSeeder } from './demo-seeder.service';
export { DEMO_MINISTRIES, DEMO_PASSWORD, generateMembers, mulberry32 } from './demo-church.data';
