# blind: R9 - in dry-run mode directories that would only become empty are not reported
# differs on: root/d/old (expired), dry_run=True -> ['d','d/old'] expected, gives ['d/old']
import os
import stat


def expire_files(root, now, max_age, dry_run=False):
    if max_age < 0:
        raise ValueError("max_age must be >= 0")
    root = os.fspath(root)
    st = os.stat(root)
    if not stat.S_ISDIR(st.st_mode):
        raise NotADirectoryError(20, "Not a directory", root)
    removed = []

    def process(absdir, reldir):
        """Process a directory; return True if it is (or would be) empty afterwards."""
        remaining = 0
        for name in sorted(os.listdir(absdir)):
            ap = os.path.join(absdir, name)
            rp = name if not reldir else reldir + "/" + name
            lst = os.lstat(ap)
            if stat.S_ISDIR(lst.st_mode):
                if process(ap, rp) and (not dry_run or not os.listdir(ap)):
                    if not dry_run:
                        os.rmdir(ap)
                    removed.append(rp)
                else:
                    remaining += 1
                continue
            age = now - lst.st_mtime
            if age > max_age and name != ".keep":
                if not dry_run:
                    os.unlink(ap)
                removed.append(rp)
            else:
                remaining += 1
        return remaining == 0

    process(root, "")
    return sorted(removed)
