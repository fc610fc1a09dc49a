import { STARTER_PACKAGES } from '../packages';
import { PackageCard } from './package-card';
import './packages.css';

export function PackageList() {
  return (
    <div className="package-list">
      {STARTER_PACKAGES.map((pkg) => (
        <PackageCard key={pkg.key} pkg={pkg} />
      ))}
    </div>
  );
}
