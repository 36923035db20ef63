-- Run by wrk (bench/lib/wrkLoad.ts) when a run ends: writes the run's summary on the first line,
-- then every distinct response time in microseconds with how many responses took it, to the file
-- named by WRK_LATENCIES_FILE, so the bench can pool the rounds' latencies as it does autocannon's.
done = function(summary, latency, requests)
  local out = assert(io.open(os.getenv("WRK_LATENCIES_FILE"), "w"))
  local errors = summary.errors
  out:write(string.format("%d %d %d %d %d %d %d\n", summary.requests, summary.duration,
    errors.status, errors.connect, errors.read, errors.write, errors.timeout))
  -- latency(i) is the i-th distinct value and its count; past the last one wrk answers value 0.
  local i = 1
  while true do
    local value, count = latency(i)
    if value == 0 then break end
    out:write(value, " ", count, "\n")
    i = i + 1
  end
  out:close()
end
