c Character intrinsics: ICHAR/CHAR round trips, upper and lower case by code arithmetic,
c INDEX searches in a loop, LEN_TRIM of blank strings, character PARAMETERs and their substrings.
      program strint
      implicit none
      character*26 lower, upper
      parameter (lower = 'abcdefghijklmnopqrstuvwxyz')
      parameter (upper = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')
      character*(*) title
      parameter (title = 'NAS Parallel Benchmarks')
      character*32 s, t
      character c
      integer i, k, from, nfound, code
      s = title
      t = ' '
      do 10 i = 1, len_trim(s)
         c = s(i:i)
         k = index(upper, c)
         if (k .gt. 0) then
            t(i:i) = lower(k:k)
         else
            t(i:i) = c
         endif
 10   continue
      print *, '[', t, ']', len_trim(t)
      do 20 i = 1, len_trim(t)
         code = ichar(t(i:i))
         if (code .ge. ichar('a') .and. code .le. ichar('z')) then
            t(i:i) = char(code - ichar('a') + ichar('A'))
         endif
 20   continue
      print *, '[', t(1:len_trim(t)), ']'
      nfound = 0
      from = 1
 30   k = index(s(from:), 'a')
      if (k .gt. 0) then
         nfound = nfound + 1
         print *, 'a at', from + k - 1
         from = from + k
         if (from .le. len(s)) go to 30
      endif
      print *, 'found', nfound
      print *, len_trim('   '), len('   '), len_trim(' x '), len(title)
      print *, upper(24:26), lower(1:3) // upper(1:3), title(5:12)
      print *, ichar('0'), ichar(' '), char(ichar('7') + 1),
     &   ichar(char(100))
      do 40 i = 0, 9
         s(i+1:i+1) = char(ichar('0') + mod(i * 7, 10))
 40   continue
      print *, s(1:10)
      print *, lge(s(1:1), '0'), llt(s(2:2), s(3:3)), lgt('Z', 'a')
      end
