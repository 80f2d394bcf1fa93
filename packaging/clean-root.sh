# A minimal Debian root for chroot checks (check-clean-system, check-fresh-clone). Source it from
# the repository root, as root, then:
#   clean_root_unavailable  print why no clean root can be made here (nothing when it can)
#   clean_root_make DIR   copy the pristine root (made once with debootstrap --variant=minbase,
#                         cached in build/clean-root-pristine) to DIR, mount /proc and /dev there
#   in_root CMD...        run CMD inside, with a clean environment
#   clean_root_unmount    unmount what clean_root_make mounted (call it from an EXIT trap)
# KGE_CLEAN_SUITE and KGE_CLEAN_MIRROR choose another Debian release or mirror.

clean_suite="${KGE_CLEAN_SUITE:-bookworm}"
clean_mirror="${KGE_CLEAN_MIRROR:-http://deb.debian.org/debian}"
clean_pristine="build/clean-root-pristine"
chroot_dir=""

clean_root_unavailable() {
    if [ "$(id -u)" -ne 0 ]; then
        echo "run it as root (it uses debootstrap and chroot)"
    elif ! command -v debootstrap >/dev/null; then
        echo "debootstrap is not installed (apt-get install debootstrap)"
    fi
}

clean_root_make() {
    # Every step checks itself: a caller's `clean_root_make DIR || die …` turns off set -e in here.
    chroot_dir="$1"
    if [ ! -f "$clean_pristine/.kge-pristine" ]; then
        rm -rf "$clean_pristine" || return 1
        echo "clean root: debootstrap --variant=minbase $clean_suite (once)" >&2
        debootstrap --variant=minbase "$clean_suite" "$clean_pristine" "$clean_mirror" >/dev/null || return 1
        touch "$clean_pristine/.kge-pristine" || return 1
    fi
    clean_root_unmount
    rm -rf "$chroot_dir" && cp -a "$clean_pristine" "$chroot_dir" || return 1
    mount --bind /proc "$chroot_dir/proc" && mount --bind /dev "$chroot_dir/dev" || return 1
    cp /etc/resolv.conf "$chroot_dir/etc/resolv.conf" || return 1
}

clean_root_unmount() {
    [ -n "$chroot_dir" ] || return 0
    local m
    for m in tmp/.X11-unix dev proc; do
        if mountpoint -q "$chroot_dir/$m" 2>/dev/null; then umount "$chroot_dir/$m" || true; fi
    done
}

in_root() { chroot "$chroot_dir" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"; }
