import PlayerMedia

print(linkedFFmpegVersion)
