#!/bin/sh
# Builds public/legal/terms-of-service.pdf from legal/terms-of-service.ms.
# Needs GNU groff with gropdf (Debian: apt-get install -y groff). Run from anywhere.
set -eu
WEB_DIR=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$WEB_DIR/public/legal"
groff -ms -Tpdf -P-pletter "$WEB_DIR/legal/terms-of-service.ms" > "$WEB_DIR/public/legal/terms-of-service.pdf"
echo "wrote $WEB_DIR/public/legal/terms-of-service.pdf"
